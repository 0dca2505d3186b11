export default function Page() {
  return <h1>Premium mobile car detailing in Katy, TX</h1>
}
