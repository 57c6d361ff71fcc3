/** /blank: an empty page (a frame's resting page, and the target of links that must show nothing). */
export default function BlankPage() {
  return <div style={{ minHeight: '100vh', background: '#fff' }} aria-hidden />;
}
