import { useQuery } from '@tanstack/react-query';
import { History, SendHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from '@/components/ui/use-toast';
import { errorReason } from '@/lib/api/errors';
import type { Country } from '@/lib/api/types';
import { countryOf, profileQueryOptions } from '@/lib/profile';
import { handleUnauthorized } from '@/lib/unauthorized';
import { useMessages } from '../api/get-messages';
import { useSuggestions } from '../api/get-suggestions';
import { useSendMessage } from '../api/send-message';
import { useUndoChange } from '../api/undo-change';
import { useUpdateCountry } from '../api/update-country';
import { CountrySwitcher } from './country-switcher';
import { MessageBubble, TypingIndicator } from './message-bubble';
import { NoticeUndo } from './notice-undo';
import { SuggestionPanel } from './suggestion-panel';

// Opened from its button only: its dialogs (rename, delete confirmation) stay out of the first load.
const HistoryPanel = lazy(() => import('./history-panel').then((m) => ({ default: m.HistoryPanel })));

export const WELCOME_TEXT =
  "Hi! I'm Penny, your AI financial advisor. I can help you with tax calculations, investment advice, and financial planning. What would you like to know?";

export function ChatScreen({
  conversationId,
  onConversationId,
}: {
  conversationId: string | null;
  /** `replace`: the address bar changes without a new history entry. */
  onConversationId: (id: string | null, how?: { replace?: boolean }) => void;
}) {
  const [input, setInput] = useState('');
  const [historyOpen, setHistoryOpen] = useState(false);
  const listEnd = useRef<HTMLDivElement>(null);
  const { data: profile } = useQuery(profileQueryOptions());
  const country = countryOf(profile);
  const messages = useMessages(conversationId);
  const suggestions = useSuggestions(conversationId);

  const send = useSendMessage({
    conversationId,
    onConversationId: (id) => onConversationId(id, { replace: true }),
    onFailed: (error) => {
      if (error && handleUnauthorized(error)) return;
      toast({ title: 'Error', description: 'Failed to send message. Please try again.' });
    },
  });

  const undo = useUndoChange(conversationId, {
    onSuccess: () => toast({ title: 'Undone', description: 'Your profile is back to how it was' }),
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: 'Error', description: `Failed to undo: ${errorReason(error)}`, variant: 'destructive' });
    },
  });

  // An address naming a conversation that is not (or no longer) this person's: start afresh.
  const missing = messages.isError && /^404: /.test(messages.error.message);
  useEffect(() => {
    if (!missing) return;
    toast({ title: 'Conversation not found', description: 'It may have been deleted. Starting a new chat.' });
    onConversationId(null, { replace: true });
  }, [missing, onConversationId]);

  const countryChange = useUpdateCountry({
    onSuccess: () =>
      toast({
        title: 'Country Updated',
        description: "Your tax calculations will now use the selected country's tax system.",
      }),
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: 'Error', description: 'Failed to update country. Please try again.' });
    },
  });

  const isPending = send.isPending;
  const turn = send.turn;
  const list = missing ? [] : (messages.data ?? []);

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [list.length, isPending, turn?.reply]);

  function submit(text: string) {
    const message = text.trim();
    if (!message || isPending) return;
    setInput('');
    void send.send(message);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit(input);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(input);
    }
  }

  return (
    <div className="relative flex h-full min-h-0 flex-col">
      <div className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-2">
        <div className="flex items-center gap-2">
          <h1 className="text-base font-semibold text-slate-900">Chat</h1>
          <button
            type="button"
            onClick={() => setHistoryOpen(true)}
            className="flex items-center gap-1 rounded-lg px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
          >
            <History className="size-4" aria-hidden />
            History
          </button>
        </div>
        <CountrySwitcher
          country={country}
          disabled={countryChange.isPending}
          onChange={(next: Country) => countryChange.mutate(next)}
        />
      </div>
      <div
        role="log"
        aria-label="Conversation"
        tabIndex={0}
        className="relative min-h-0 flex-1 overflow-y-auto px-4 py-4 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none focus-visible:ring-inset"
      >
        <ul className="flex flex-col gap-3" aria-label="Messages">
          {!conversationId && (
            <MessageBubble role="assistant" content={WELCOME_TEXT} metadata={null} country={country} plain />
          )}
          {list.map((m) => (
            <MessageBubble
              key={m.id}
              role={m.role}
              content={m.content}
              metadata={m.metadata}
              country={country}
              action={<NoticeUndo metadata={m.metadata} disabled={undo.isPending} onUndo={(id) => undo.mutate(id)} />}
            />
          ))}
          {turn && <MessageBubble role="user" content={turn.message} metadata={null} country={country} />}
          {turn?.step && (
            <li className="px-1 text-xs text-slate-500" data-testid="chat-step">
              {turn.step}…
            </li>
          )}
          {turn && !turn.reply && <TypingIndicator />}
          {turn?.reply && (
            <MessageBubble role="assistant" content={turn.reply} metadata={null} country={country} plain streaming />
          )}
        </ul>
        <div ref={listEnd} />
      </div>
      {/* Screen readers hear the finished reply once, not every piece of it. */}
      <div aria-live="polite" className="sr-only">
        {send.announcement}
      </div>
      {historyOpen && (
        <Suspense fallback={null}>
          <HistoryPanel
            currentId={conversationId}
            onOpen={(id) => {
              onConversationId(id);
              setHistoryOpen(false);
            }}
            onNew={() => {
              onConversationId(null);
              setHistoryOpen(false);
            }}
            onClose={() => setHistoryOpen(false)}
            onDeleted={(id) => {
              if (id === conversationId) onConversationId(null, { replace: true });
            }}
          />
        </Suspense>
      )}
      <SuggestionPanel data={suggestions.data} isPending={isPending} onPick={submit} />
      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 bg-white p-3">
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-input"
          rows={1}
          value={input}
          disabled={isPending}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask about taxes, investments, or finances..."
          className="field-sizing-content max-h-32 min-h-10 min-w-0 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-2.5 py-2 text-base text-slate-900 placeholder:text-sm placeholder:text-slate-500 focus-visible:border-teal-600 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none disabled:bg-slate-100"
        />
        <button
          type="submit"
          aria-label="Send message"
          disabled={isPending || !input.trim()}
          className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-teal-700 text-white hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-50"
        >
          <SendHorizontal className="size-5" aria-hidden />
        </button>
      </form>
    </div>
  );
}
