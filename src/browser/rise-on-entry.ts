// Cards rise in as they scroll into view (the .stagger utility in app.css, which
// shows both states only where motion is welcome). Cards already on screen when
// the page opens are drawn at once: animating them would repaint the first view
// while the page is still loading, the moment a phone can least spare. Without
// this script every card simply shows.
//
// The observer's first report on a card says where it was when the page opened.
// Reading that instead of measuring keeps sections that are not drawn yet
// (content-visibility) from being laid out now. Every byte here also loads with
// the estimator, whose pages are at their script budget.
const observer = new IntersectionObserver((entries) => {
  for (const { target, isIntersecting } of entries) {
    if (!isIntersecting) target.setAttribute("data-rise", "waiting");
    else {
      observer.unobserve(target);
      // Only a card that waited rises; one on screen from the start stays as drawn.
      if (target.hasAttribute("data-rise")) target.setAttribute("data-rise", "now");
    }
  }
});
for (const card of document.querySelectorAll(".stagger")) observer.observe(card);
