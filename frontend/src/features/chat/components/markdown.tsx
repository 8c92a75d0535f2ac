import Markdown, { type Components } from 'react-markdown';

// Replies come from a model: render Markdown only, never raw HTML, and never fetch remote images.
const ALLOWED = [
  'p', 'strong', 'em', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'hr', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
];

const components: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="underline">
      {children}
    </a>
  ),
};

function safeUrl(url: string): string {
  return /^(https?:|mailto:)/i.test(url) ? url : '';
}

export function SafeMarkdown({ children }: { children: string }) {
  return (
    <div className="markdown">
      <Markdown
        skipHtml
        allowedElements={ALLOWED}
        unwrapDisallowed
        urlTransform={safeUrl}
        components={components}
      >
        {children}
      </Markdown>
    </div>
  );
}
