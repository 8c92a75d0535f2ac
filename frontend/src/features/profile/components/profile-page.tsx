import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, LogOut, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryError } from '@/components/ui/query-error';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import type { FinancialProfile } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { countryLabels, countryOf, profileQueryOptions } from '@/lib/profile';
import { goToLogout } from '@/lib/navigation';
import { wholeNumberInputProps, wholeNumberText } from '@/lib/whole-number';
import { useDeleteAccount } from '../api/delete-account';
import { exportAccount } from '../api/export-account';
import { useUpdateProfile } from '../api/update-profile';
import { FIELD_GROUPS, profilePatch, profileToForm, type FieldSpec, type ProfileForm } from './profile-fields';

const inputClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-teal-600 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none';

const MARITAL = ['single', 'married', 'de facto', 'divorced', 'separated', 'widowed'];

function Field({
  spec,
  value,
  onChange,
}: {
  spec: FieldSpec;
  value: string | boolean;
  onChange: (value: string | boolean) => void;
}) {
  const id = `profile-${spec.name}`;
  if (spec.kind === 'boolean') {
    return (
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          className="size-5 accent-teal-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {spec.label}
        </label>
      </div>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {spec.label}
      </label>
      {spec.kind === 'country' ? (
        <select id={id} value={text} onChange={(e) => onChange(e.target.value)} className={inputClass}>
          <option value="australia">Australia</option>
          <option value="us">US</option>
        </select>
      ) : spec.kind === 'marital' ? (
        <select id={id} value={text} onChange={(e) => onChange(e.target.value)} className={inputClass}>
          <option value="">Not set</option>
          {MARITAL.map((m) => (
            <option key={m} value={m}>
              {m.charAt(0).toUpperCase() + m.slice(1)}
            </option>
          ))}
        </select>
      ) : spec.kind === 'count' ? (
        <input
          id={id}
          {...wholeNumberInputProps}
          value={text}
          onChange={(e) => onChange(wholeNumberText(e.target.value))}
          className={inputClass}
        />
      ) : (
        <input
          id={id}
          type={spec.kind === 'text' || spec.kind === 'state' ? 'text' : 'number'}
          inputMode={spec.kind === 'text' || spec.kind === 'state' ? 'text' : 'decimal'}
          step={spec.kind === 'percent' ? 0.1 : 'any'}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      )}
    </div>
  );
}

function ProfileForm({ profile }: { profile: FinancialProfile }) {
  const [initial, setInitial] = useState<ProfileForm>(() => profileToForm(profile));
  const [form, setForm] = useState<ProfileForm>(initial);
  const update = useUpdateProfile({
    onSuccess: () => {
      setInitial(form);
      toast({ title: 'Updated', description: 'Your information has been saved' });
    },
    onError: (error) => toast({ title: 'Error', description: `Failed to update: ${error.message}`, variant: 'destructive' }),
  });
  const labels = countryLabels(countryOf(profile));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const patch = profilePatch(initial, form);
    if (Object.keys(patch).length > 0) update.mutate(patch);
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label="Financial profile">
      {FIELD_GROUPS.map((group) => (
        <Card key={group.title}>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-base font-semibold text-slate-900">{group.title}</legend>
            {group.fields.map((spec) => (
              <Field
                key={spec.name}
                spec={spec}
                value={form[spec.name] ?? ''}
                onChange={(value) => setForm((f) => ({ ...f, [spec.name]: value }))}
              />
            ))}
          </fieldset>
        </Card>
      ))}
      <Card>
        <h2 className="mb-2 text-base font-semibold text-slate-900">Calculated Tax</h2>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-600">{labels.incomeTax}</dt>
          <dd className="text-right font-medium">{formatMoney(profile.federalTax)}</dd>
          {countryOf(profile) === 'us' && (
            <>
              <dt className="text-slate-600">State Tax</dt>
              <dd className="text-right font-medium">{formatMoney(profile.stateTax)}</dd>
            </>
          )}
          <dt className="text-slate-600">{labels.levy}</dt>
          <dd className="text-right font-medium">{formatMoney(profile.ficaTax)}</dd>
          <dt className="text-slate-600">Take Home</dt>
          <dd className="text-right font-medium">{formatMoney(profile.takeHome)}</dd>
        </dl>
      </Card>
      <Button type="submit" disabled={update.isPending} className="sticky bottom-2">
        Save Profile
      </Button>
    </form>
  );
}

export function ProfilePage({ onBack }: { onBack: () => void }) {
  const profileQuery = useQuery(profileQueryOptions());
  const profile = profileQuery.data;
  const remove = useDeleteAccount({
    onError: () => toast({ title: 'Error', description: 'Failed to delete your account. Please try again.', variant: 'destructive' }),
  });

  return (
    <div className="grid gap-4 p-4">
      <header className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button variant="ghost" size="icon" aria-label="Back" onClick={onBack}>
            <ArrowLeft className="size-5" aria-hidden />
          </Button>
          <h1 className="text-xl font-bold text-slate-900">Profile</h1>
        </div>
        <Button variant="outline" size="sm" onClick={goToLogout}>
          <LogOut className="size-4" aria-hidden />
          Logout
        </Button>
      </header>
      {profileQuery.isPending ? (
        <Spinner label="Loading your profile" />
      ) : profileQuery.isError || !profile ? (
        <QueryError
          what="your profile"
          error={profileQuery.error}
          retrying={profileQuery.isFetching}
          onRetry={() => void profileQuery.refetch()}
        />
      ) : (
        <>
          <ProfileForm profile={profile} />
          <Card>
            <h2 className="mb-2 text-base font-semibold text-slate-900">Your Data</h2>
            <div className="grid gap-2">
              <Button
                variant="outline"
                onClick={() =>
                  exportAccount().catch(() =>
                    toast({ title: 'Error', description: 'Failed to export your data. Please try again.', variant: 'destructive' }),
                  )
                }
              >
                <Download className="size-4" aria-hidden />
                Export My Data
              </Button>
              <ConfirmDialog
                trigger={
                  <Button variant="danger" disabled={remove.isPending}>
                    <Trash2 className="size-4" aria-hidden />
                    Delete My Account
                  </Button>
                }
                title="Delete your account?"
                description="This permanently deletes your profile, conversations and messages. This cannot be undone."
                confirmLabel="Delete Account"
                onConfirm={() => remove.mutate()}
              />
            </div>
          </Card>
        </>
      )}
    </div>
  );
}
