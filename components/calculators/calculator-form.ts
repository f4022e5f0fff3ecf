// A calculator without JavaScript (issue 51, item 4): its page renders an empty GET form aimed at itself
// (calculator-page.tsx), and the typed boxes and choices belong to it through their `form` attribute, with
// their query names. Submitting loads the page with the inputs in its query, which the shared link's
// server render answers with the same figures (decision 312). The boxes sit outside the form element, so
// no other button of the calculator becomes a submit button, and with JavaScript nothing submits: the
// only submit button is in a <noscript>, and the several boxes block implicit submission by Enter.
export const CALCULATOR_FORM = "calculator-inputs";
