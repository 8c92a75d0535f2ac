import type { User } from '@/lib/api/types';
import { initialsOf } from '@/lib/initials';

/** The person's profile image, or their initials on a grey circle when there is none. */
export function Avatar({ user }: { user: User }) {
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" className="size-9 rounded-full object-cover" />;
  }
  return (
    <span
      aria-hidden
      className="flex size-9 items-center justify-center rounded-full bg-slate-300 text-sm font-semibold text-slate-900"
    >
      {initialsOf(user)}
    </span>
  );
}
