import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { dismissAllToasts } from '@/components/ui/use-toast';

// Real HTTP round trips on a shared two-core machine can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  dismissAllToasts();
});
