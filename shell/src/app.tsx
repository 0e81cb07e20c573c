// Stub: the shell's root component; routing and pages follow.
export function App() {
  return <div id="app" />;
}
