import type { MessageMetadata } from '@/lib/api/types';

/** Under a "Profile updated: …" notice: the Undo button while its change set can still be undone,
 * "Undone" once it was (the server says so in `undoneAt`, so a reload or another device agrees);
 * nothing under any other message. */
export function NoticeUndo({
  metadata,
  disabled,
  onUndo,
}: {
  metadata: MessageMetadata;
  disabled: boolean;
  onUndo: (changeSetId: string) => void;
}) {
  const setId = metadata.changeSetId;
  if (!setId) return null;
  if (metadata.undoneAt) {
    return <p className="mt-1 text-xs font-medium text-green-800">Undone</p>;
  }
  return (
    <button
      type="button"
      onClick={() => onUndo(setId)}
      disabled={disabled}
      className="mt-1 rounded-md border border-green-400 bg-white px-2 py-0.5 text-xs font-medium text-green-900 hover:bg-green-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none disabled:opacity-50"
    >
      Undo
    </button>
  );
}
