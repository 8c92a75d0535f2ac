import { lazy, Suspense, type ReactNode } from 'react';
import type { Country, Message, MessageMetadata } from '@/lib/api/types';
import { cn } from '@/lib/cn';
import { CalculationBox } from './calculation-box';

// The Markdown renderer is a separate chunk: the welcome message and the first paint do not need it.
const SafeMarkdown = lazy(() => import('./markdown').then((m) => ({ default: m.SafeMarkdown })));

export function MessageBubble({
  role,
  content,
  metadata,
  country,
  plain = false,
  streaming = false,
  action = null,
}: Pick<Message, 'role' | 'content'> & {
  metadata: MessageMetadata | null;
  country: Country;
  plain?: boolean;
  /** A reply still arriving (its text grows in place). */
  streaming?: boolean;
  /** A control under the text, such as the Undo button of a profile notice. */
  action?: ReactNode;
}) {
  const isUser = role === 'user';
  const isSystem = !isUser && !!metadata?.isSystemMessage;
  return (
    <li className={cn('flex', isUser ? 'justify-end' : 'justify-start')}>
      <div
        data-role={role}
        data-system={isSystem || undefined}
        data-streaming={streaming || undefined}
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-relaxed',
          isUser && 'rounded-br-sm bg-teal-700 text-white',
          !isUser && !isSystem && 'rounded-bl-sm border border-slate-200 bg-white text-slate-900',
          isSystem && 'rounded-bl-sm border border-green-300 bg-green-50 text-green-900',
        )}
      >
        {isUser || plain ? (
          <p className="whitespace-pre-wrap">{content}</p>
        ) : (
          <Suspense fallback={<p className="whitespace-pre-wrap">{content}</p>}>
            <SafeMarkdown>{content}</SafeMarkdown>
          </Suspense>
        )}
        {!isUser && metadata?.calculations && (
          <CalculationBox calculations={metadata.calculations} country={country} />
        )}
        {action}
      </div>
    </li>
  );
}

export function TypingIndicator() {
  return (
    <li className="flex justify-start">
      <div
        role="status"
        aria-label="Penny is typing"
        className="flex gap-1 rounded-2xl rounded-bl-sm border border-slate-200 bg-white px-4 py-3"
      >
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden
            className="size-2 animate-bounce rounded-full bg-slate-500"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
