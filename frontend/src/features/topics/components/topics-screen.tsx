import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { Spinner } from '@/components/ui/spinner';
import { Tooltip, TooltipProvider } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/use-toast';
import type { Country } from '@/lib/api/types';
import { cn } from '@/lib/cn';
import { countryOf, profileQueryOptions } from '@/lib/profile';
import { topicMessage, useSendTopicToChat } from '../api/send-topic-to-chat';
import { CATEGORIES, CATEGORY_LABEL, countByCategory, TOPICS, type Topic, type TopicCategory } from '../data/topics';
import { Badge, ComplexityBadge } from './complexity-badge';
import { TopicIcon } from './topic-icon';

function useSendToChat(country: Country, onSent: (conversationId: string) => void) {
  const send = useSendTopicToChat({
    onSuccess: (data) => {
      toast({ title: 'Question sent to chat', description: 'Check the Chat tab for AI response' });
      onSent(data.conversationId);
    },
    onError: () => toast({ title: 'Error', description: 'Failed to send question to chat', variant: 'destructive' }),
  });
  return { isPending: send.isPending, send: (topic: Topic) => send.mutate(topicMessage(topic, country)) };
}

function TopicDetail({
  topic,
  country,
  onBack,
  sender,
}: {
  topic: Topic;
  country: Country;
  onBack: () => void;
  sender: ReturnType<typeof useSendToChat>;
}) {
  const specific = country === 'us' ? topic.content.usSpecific : topic.content.australiaSpecific;
  return (
    <article className="grid gap-4 p-4" aria-labelledby="topic-title">
      <button
        type="button"
        onClick={onBack}
        className="inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-teal-800 hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Back
      </button>
      <header className="grid gap-2">
        <h1 id="topic-title" className="text-xl font-bold text-slate-900">
          {topic.title}
        </h1>
        <div className="flex gap-2">
          <ComplexityBadge complexity={topic.complexity} />
          <Badge className="bg-slate-100 text-slate-800">{CATEGORY_LABEL[topic.category]}</Badge>
        </div>
      </header>
      <Card>
        <h2 className="mb-1 text-base font-semibold text-slate-900">Overview</h2>
        <p className="text-sm leading-relaxed text-slate-700">{topic.content.overview}</p>
      </Card>
      <Card>
        <h2 className="mb-1 text-base font-semibold text-slate-900">Key Considerations</h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {topic.content.considerations.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Card>
      {specific && specific.length > 0 && (
        <Card>
          <h2 className="mb-1 text-base font-semibold text-slate-900">
            {country === 'us' ? 'US-Specific Factors' : 'Australia-Specific Factors'}
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {specific.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Card>
      )}
      <Card className="border-teal-200 bg-teal-50">
        <h2 className="mb-1 text-base font-semibold text-slate-900">Recommendation</h2>
        <p className="text-sm leading-relaxed text-slate-800">{topic.content.recommendation}</p>
      </Card>
      <div className="grid gap-2">
        <Button disabled={sender.isPending} onClick={() => sender.send(topic)}>
          {sender.isPending ? 'Sending...' : 'Ask AI for Personal Advice'}
        </Button>
        <Button variant="outline" onClick={onBack}>
          Back to Topics
        </Button>
      </div>
    </article>
  );
}

/**
 * The topics need the profile only for its country (the detail's country-specific factors): say so when
 * it failed, and in the detail view while it loads.
 */
function ProfileState({ query, showPending = false }: { query: ReturnType<typeof useProfile>; showPending?: boolean }) {
  if (query.isPending && showPending) return <Spinner compact label="Loading your country" />;
  if (query.isError) {
    return (
      <QueryError
        what="your profile, so Australian details are shown"
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return null;
}

function useProfile() {
  return useQuery(profileQueryOptions());
}

function TopicsContent({ onSentToChat }: { onSentToChat: (conversationId: string) => void }) {
  const profileQuery = useProfile();
  const country = countryOf(profileQuery.data);
  const [category, setCategory] = useState<TopicCategory | 'all'>('all');
  const [selected, setSelected] = useState<Topic | null>(null);
  const sender = useSendToChat(country, onSentToChat);

  if (selected) {
    return (
      <>
        <div className="px-4 pt-4 empty:hidden">
          <ProfileState query={profileQuery} showPending />
        </div>
        <TopicDetail topic={selected} country={country} onBack={() => setSelected(null)} sender={sender} />
      </>
    );
  }

  const shown = category === 'all' ? TOPICS : TOPICS.filter((t) => t.category === category);

  return (
    <div className="grid gap-4 p-4">
      <header>
        <h1 className="text-xl font-bold text-slate-900">Personal Finance Topics</h1>
        <p className="text-sm text-slate-600">Explore common financial decisions and learn the trade-offs</p>
      </header>
      <ProfileState query={profileQuery} />
      <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
        {CATEGORIES.map((c) => {
          const active = c.id === category;
          return (
            <button
              key={c.id}
              type="button"
              aria-pressed={active}
              onClick={() => setCategory(c.id)}
              className={cn(
                'rounded-full border px-3 py-1 text-sm font-medium focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-1 focus-visible:outline-none',
                active ? 'border-teal-700 bg-teal-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {c.label} ({countByCategory(TOPICS, c.id)})
            </button>
          );
        })}
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((topic) => (
          <li key={topic.id}>
            <Card className="flex h-full flex-col gap-2">
              <div className="flex items-start gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-800">
                  <TopicIcon name={topic.icon} className="size-5" />
                </span>
                <div className="grid gap-1">
                  <h2 className="text-sm font-semibold text-slate-900">{topic.title}</h2>
                  <ComplexityBadge complexity={topic.complexity} />
                </div>
              </div>
              <p className="flex-1 text-sm text-slate-700">{topic.description}</p>
              <div className="flex items-center justify-between gap-2">
                <Button size="sm" variant="outline" onClick={() => setSelected(topic)}>
                  Learn More<span className="sr-only">: {topic.title}</span>
                </Button>
                <Tooltip label="Ask in chat">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Ask AI about ${topic.title}`}
                    disabled={sender.isPending}
                    onClick={() => sender.send(topic)}
                  >
                    <Send className="size-4" aria-hidden />
                  </Button>
                </Tooltip>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

// The tooltips' provider (spec section 9's delays) lives with the screens that have tooltips, so the
// shell's first-load chunk does not carry the tooltip and positioning code.
export function TopicsScreen({ onSentToChat }: { onSentToChat: (conversationId: string) => void }) {
  return (
    <TooltipProvider>
      <TopicsContent onSentToChat={onSentToChat} />
    </TooltipProvider>
  );
}
