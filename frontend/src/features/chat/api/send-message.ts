import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { CONVERSATIONS_KEY } from '@/lib/conversations';
import { invalidateProfileData } from '@/lib/profile';
import { messagesQueryOptions } from './get-messages';
import { streamMessage, type StreamEnd } from './stream-message';

export interface SendMessageInput {
  message: string;
  conversationId?: string;
}

/** A turn under way: the message sent, the reply so far, and the step the advisor is on. */
export interface PendingTurn {
  message: string;
  reply: string;
  step: string | null;
}

/**
 * Sends a chat message as a stream. After the turn it refreshes what spec section 4 says a send
 * refreshes (the conversations and the profile, and that conversation's messages, which hold the
 * reply; the suggestions too, as they follow the profile), and only then hands over the
 * conversation id and clears the pending turn, so the thread never flashes or loses a message.
 */
export function useSendMessage(options: {
  conversationId: string | null;
  onConversationId: (id: string) => void;
  onFailed: (error: Error | null) => void;
}) {
  const queryClient = useQueryClient();
  const [turn, setTurn] = useState<PendingTurn | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const reply = useRef('');

  async function refresh(conversationId: string, end: StreamEnd | null) {
    // The goals are refreshed when the reply says a goal changed, or when the profile (which their
    // figures follow) did; a turn that ended without its `done` event may have changed either.
    const goals = end?.kind !== 'done' || end.goalsUpdated || end.profileUpdated;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY, exact: true }),
      invalidateProfileData(queryClient, { goals }),
      queryClient.fetchQuery({ ...messagesQueryOptions(conversationId), staleTime: 0 }),
    ]);
  }

  async function send(message: string) {
    if (turn) return;
    reply.current = '';
    setAnnouncement('');
    setTurn({ message, reply: '', step: null });
    let started: string | null = null;
    let end: StreamEnd | null = null;
    let failure: Error | null = null;
    try {
      end = await streamMessage(
        { message, conversationId: options.conversationId ?? undefined },
        {
          onStart: (id) => {
            started = id;
          },
          onStep: (step) => setTurn((t) => t && { ...t, step }),
          onDelta: (text) => {
            reply.current += text;
            const so = reply.current;
            setTurn((t) => t && { ...t, reply: so });
          },
        },
      );
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
    // Once the message is stored the conversation exists: keep it, so a retry continues it.
    const id = end?.conversationId ?? started;
    if (id) {
      try {
        await refresh(id, end);
      } catch {
        // The thread reloads when it is next opened; the turn's outcome is reported below.
      }
      if (id !== options.conversationId) options.onConversationId(id);
    }
    setTurn(null);
    if (end?.kind === 'done') setAnnouncement(reply.current);
    else options.onFailed(failure);
  }

  return { send, turn, announcement, isPending: turn !== null };
}
