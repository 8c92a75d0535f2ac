import { Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { handleUnauthorized } from '@/lib/unauthorized';
import { useConversations } from '../api/get-conversations';
import { useDeleteConversation } from '../api/delete-conversation';
import { useRenameConversation } from '../api/rename-conversation';

const DATE = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function failed(what: string) {
  return (error: Error) => {
    if (handleUnauthorized(error)) return;
    toast({ title: 'Error', description: `Failed to ${what}. Please try again.`, variant: 'destructive' });
  };
}

/** Past conversations, newest first: open one, start a new chat, rename or delete (confirmed). */
export function HistoryPanel({
  currentId,
  onOpen,
  onNew,
  onClose,
  onDeleted,
}: {
  currentId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  onClose: () => void;
  /** A conversation is gone (the open one, perhaps); the list stays open. */
  onDeleted: (id: string) => void;
}) {
  const conversations = useConversations(true);
  const [editing, setEditing] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const rename = useRenameConversation({ onError: failed('rename the conversation') });
  const remove = useDeleteConversation({
    onSuccess: (id) => {
      onDeleted(id);
      toast({ title: 'Deleted', description: 'The conversation was deleted' });
    },
    onError: failed('delete the conversation'),
  });
  const list = conversations.data ?? [];

  function saveTitle(event: FormEvent, id: string) {
    event.preventDefault();
    const next = title.trim();
    if (next) rename.mutate({ id, title: next });
    setEditing(null);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (editing) setEditing(null);
    else onClose();
  }

  return (
    <section
      aria-labelledby="history-title"
      onKeyDown={onKeyDown}
      className="absolute inset-0 z-10 flex flex-col bg-white"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
        <h2 id="history-title" className="text-base font-semibold text-slate-900">
          History
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={onNew}
            className="flex items-center gap-1 rounded-lg bg-teal-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            <Plus className="size-4" aria-hidden />
            New chat
          </button>
          <button
            type="button"
            aria-label="Close history"
            autoFocus
            onClick={onClose}
            className="rounded-lg p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {conversations.isSuccess && list.length === 0 && (
          <p className="px-4 py-6 text-sm text-slate-600">No conversations yet.</p>
        )}
        <ul aria-label="Conversations" className="divide-y divide-slate-100">
          {list.map((c) => (
            <li key={c.id} className="flex items-center gap-1 px-2 py-1">
              {editing === c.id ? (
                <form onSubmit={(e) => saveTitle(e, c.id)} className="flex flex-1 items-center gap-1 py-1">
                  <label htmlFor={`title-${c.id}`} className="sr-only">
                    Conversation title
                  </label>
                  <input
                    id={`title-${c.id}`}
                    autoFocus
                    value={title}
                    maxLength={200}
                    onChange={(e) => setTitle(e.target.value)}
                    className="min-w-0 flex-1 rounded-lg border border-slate-300 px-2 py-1.5 text-base text-slate-900 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
                  />
                  <button
                    type="submit"
                    className="rounded-lg bg-teal-700 px-3 py-1.5 text-sm font-medium text-white focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 focus-visible:outline-none"
                  >
                    Save
                  </button>
                  <button
                    type="button"
                    onClick={() => setEditing(null)}
                    className="rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
                  >
                    Cancel
                  </button>
                </form>
              ) : (
                <>
                  <button
                    type="button"
                    onClick={() => onOpen(c.id)}
                    aria-current={c.id === currentId ? 'true' : undefined}
                    className={cn(
                      'flex min-w-0 flex-1 flex-col items-start rounded-lg px-2 py-2 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none',
                      c.id === currentId && 'bg-teal-50',
                    )}
                  >
                    <span className="w-full truncate text-sm font-medium text-slate-900">{c.title}</span>
                    <span className="text-xs text-slate-600">{DATE.format(new Date(c.updatedAt))}</span>
                  </button>
                  <button
                    type="button"
                    aria-label={`Rename ${c.title}`}
                    onClick={() => {
                      setTitle(c.title);
                      setEditing(c.id);
                    }}
                    className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
                  >
                    <Pencil className="size-4" aria-hidden />
                  </button>
                  <ConfirmDialog
                    trigger={
                      <button
                        type="button"
                        aria-label={`Delete ${c.title}`}
                        className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
                      >
                        <Trash2 className="size-4" aria-hidden />
                      </button>
                    }
                    title="Delete this conversation?"
                    description="Its messages will be deleted for good."
                    confirmLabel="Delete"
                    onConfirm={() => remove.mutate(c.id)}
                  />
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
