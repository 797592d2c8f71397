/** Knows when the page is being left (a reload, a link out, a closed tab): the browser then
 *  cancels the requests under way, and a cancelled request is not a server that cannot be reached. */
export function createPageExitWatch(graceMs = 5000) {
  let leaving = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const leave = () => {
    leaving = true;
    clearTimeout(timer);
    // A navigation can be called off (a download link, a cancelled prompt): then the page stays.
    timer = setTimeout(() => (leaving = false), graceMs);
  };
  const stay = () => {
    leaving = false;
    clearTimeout(timer);
  };
  return {
    isLeaving: () => leaving,
    attach(target: EventTarget) {
      target.addEventListener('beforeunload', leave);
      target.addEventListener('pagehide', leave);
      target.addEventListener('pageshow', stay);
      return () => {
        target.removeEventListener('beforeunload', leave);
        target.removeEventListener('pagehide', leave);
        target.removeEventListener('pageshow', stay);
        clearTimeout(timer);
      };
    },
  };
}
