import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initialsOf } from '@/lib/initials';
import { Avatar } from './avatar';

describe('avatar', () => {
  it('shows initials from the name, else the email', () => {
    expect(initialsOf({ firstName: 'ada', lastName: 'Lovelace', email: 'x@example.com' })).toBe('AL');
    expect(initialsOf({ firstName: 'Grace', lastName: null, email: null })).toBe('G');
    expect(initialsOf({ firstName: null, lastName: null, email: 'sam@example.com' })).toBe('S');
    expect(initialsOf({ firstName: ' ', lastName: null, email: null })).toBe('');
  });
  it('shows the profile image when there is one, initials otherwise', () => {
    const { container, rerender } = render(<Avatar user={{ id: '1', email: 'sam@example.com', profileImageUrl: '/me.png' }} />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/me.png');
    // An OIDC picture arrives as a data: URL (the CSP's img-src is 'self' data:).
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    rerender(<Avatar user={{ id: '1', email: 'sam@example.com', profileImageUrl: png }} />);
    expect(container.querySelector('img')).toHaveAttribute('src', png);
    rerender(<Avatar user={{ id: '1', email: 'sam@example.com', profileImageUrl: null }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('S')).toBeInTheDocument();
  });
});
