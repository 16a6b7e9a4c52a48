// Cards rise in as they scroll into view (the .stagger utility in app.css).
// Cards already on screen when the page opens are drawn at once: animating them
// would repaint the first view while the page is still loading, the moment a
// phone can least spare. Without this script, or under reduced motion, every
// card simply shows.
const cards = document.querySelectorAll(".stagger");

if (
  cards.length > 0 &&
  "IntersectionObserver" in window &&
  matchMedia("(prefers-reduced-motion: no-preference)").matches
) {
  const reported = new WeakSet<Element>();
  // The observer's first report on a card says where it was when the page opened.
  // Reading that instead of measuring keeps sections that are not drawn yet
  // (content-visibility) from being laid out now.
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      const first = !reported.has(target);
      reported.add(target);
      if (isIntersecting) {
        observer.unobserve(target);
        if (!first) target.setAttribute("data-rise", "now");
      } else if (first) {
        target.setAttribute("data-rise", "waiting");
      }
    }
  });
  for (const card of cards) observer.observe(card);
}
