/** Sign-in and sign-out are browser navigations, not data calls (spec section 7). */
export function goToLogin(): void {
  window.location.href = '/api/login';
}

export function goToLogout(): void {
  window.location.href = '/api/logout';
}
