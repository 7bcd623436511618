export function App() {
  return <div>AsinAsin</div>;
}
