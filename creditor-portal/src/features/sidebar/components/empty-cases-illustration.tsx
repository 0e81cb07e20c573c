/** The illustration of the sidebar's 'No cases yet' (an empty folder with a magnifier), drawn inline. */
export function EmptyCasesIllustration() {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true" focusable="false">
      <path d="M10 24h34l8 8h58v52a4 4 0 0 1-4 4H14a4 4 0 0 1-4-4z" fill="#d6e6f2" />
      <path d="M10 36h100v48a4 4 0 0 1-4 4H14a4 4 0 0 1-4-4z" fill="#a9c9e0" />
      <circle cx="62" cy="58" r="13" fill="none" stroke="#2f6f8f" strokeWidth="5" />
      <path d="M71 68l12 12" stroke="#2f6f8f" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
