export default function UiGallery() {
  return <main>UI gallery</main>;
}
