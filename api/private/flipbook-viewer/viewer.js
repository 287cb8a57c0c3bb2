// Self-hosted flipbook viewer: one page at a time, Previous / Next buttons, arrow keys,
// Home / End, and a live page counter for screen readers. Without JavaScript every page
// simply shows one under another.
const book = document.querySelector('[data-flipbook]');
if (book) {
  const pages = Array.from(book.querySelectorAll('[data-page]'));
  const prev = book.querySelector('[data-action="prev"]');
  const next = book.querySelector('[data-action="next"]');
  const current = book.querySelector('[data-current]');
  const stage = book.querySelector('[data-stage]');
  let index = 0;

  const show = (target) => {
    index = Math.max(0, Math.min(pages.length - 1, target));
    pages.forEach((page, i) => {
      page.hidden = i !== index;
    });
    // Start loading the next page's image before it is needed.
    const ahead = pages[index + 1]?.querySelector('img');
    if (ahead) ahead.loading = 'eager';
    if (current) current.textContent = String(index + 1);
    if (prev) prev.disabled = index === 0;
    if (next) next.disabled = index === pages.length - 1;
  };

  book.classList.add('is-paged');
  prev?.addEventListener('click', () => show(index - 1));
  next?.addEventListener('click', () => show(index + 1));
  document.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLElement && event.target.closest('audio, input, textarea, select')) return;
    const moves = { ArrowLeft: index - 1, ArrowRight: index + 1, PageUp: index - 1, PageDown: index + 1, Home: 0, End: pages.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      show(moves[event.key]);
    }
  });
  stage?.addEventListener('click', (event) => {
    // A click on the right half turns forward, on the left half back, as with a paper book.
    const box = stage.getBoundingClientRect();
    show(event.clientX - box.left > box.width / 2 ? index + 1 : index - 1);
  });
  show(0);
}
