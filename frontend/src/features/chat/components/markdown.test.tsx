import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from './markdown';

describe('safe markdown', () => {
  it('renders markdown but no raw HTML, scripts or remote images', () => {
    const { container } = render(
      <SafeMarkdown>
        {'**Bold** and a [link](https://example.com) <img src="https://evil.test/x.png" onerror="alert(1)"> ![pic](https://evil.test/y.png) [bad](javascript:alert(1)) <script>alert(1)</script>'}
      </SafeMarkdown>,
    );
    expect(container.querySelector('strong')).toHaveTextContent('Bold');
    expect(container.querySelector('a[href="https://example.com"]')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });
});
