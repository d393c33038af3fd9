// What the W3C HTML checker (vnu) may report over dist/ without failing the build's test (issue 27).
// Our own markup must be valid. The exceptions are messages about markup the UI libraries render
// themselves, and valid CSS that the checker's older CSS parser does not know; each says why.

/** A kind of checker message that is not ours to fix. */
export interface AllowedMessage {
  message: RegExp;
  /** When set, the message is allowed only where the offending markup matches. */
  extract?: RegExp;
  reason: string;
}

export const ALLOWED_MESSAGES: readonly AllowedMessage[] = [
  { message: /“aria-checked” attribute must not be used on an “input”|Attribute “aria-checked” not allowed on element “input”/, reason: "Joy UI's Checkbox, Radio and Switch set aria-checked on their native input." },
  { message: /“aria-value(min|max)” attribute must not be used on an element which has a “(min|max)” attribute/, reason: "Material UI's and Base UI's Slider set aria-valuemin/max beside min/max on the range input." },
  { message: /Bad value “” for attribute “aria-controls” on element “button”/, reason: "Joy UI's MenuButton renders aria-controls=\"\" while its menu is closed." },
  { message: /Element “div” not allowed as child of element “h[1-6]”/, extract: /MuiAccordionSummary/, reason: "Material UI's Accordion wraps AccordionSummary's <div role=\"button\"> in a heading." },
  { message: /An “li” element that is a descendant of a “ul”/, extract: /role="separator"/, reason: 'Divider and ListDivider render <li role="separator"> inside lists.' },
  { message: /Attribute “font-size” not allowed on element “span”/, reason: "Material UI's Checkbox and Radio pass fontSize to the <span> of their default icons." },
  { message: /The value of the “for” attribute of the “label” element must be the ID of a non-hidden form control/, reason: "Joy UI's RadioGroup label and Material UI's Select label point at a group or a hidden input." },
  { message: /A “style” element in “body” must be the first child|Element “style” not allowed as child|Element “legend” not allowed as child of element “fieldset”/, reason: "Emotion renders the styles of a cache of its own (the right-to-left demos' stylis plugin) inline beside the elements while server rendering." },
  { message: /^CSS: “variant”: Property “variant” doesn't exist/, reason: "Material UI 6.0.0-rc.0's ButtonGroup nests its style variants under .MuiButtonGroup-grouped, where Emotion writes them out as a rule." },
  { message: /Attribute “ownerstate” not allowed on element “div”/, reason: "A transition given to Material UI's Accordion as slots.transition receives ownerState and passes it on to its <div>." },
  { message: /^CSS: “(cx|cy|r|container-type|container-name|row-gap|margin|margin-inline-(start|end)|-webkit-margin-start|--[\w-]+)”|^CSS: Unrecognized at-rule “@container”/, reason: 'Valid CSS the checker does not know: container queries, SVG geometry properties, custom properties built from var().' },
  { message: /^CSS: .*NaNpx|Character N is neither a decimal digit/, reason: "Material UI Lab's Masonry renders margin: NaNpx on the server before it has measured its columns." },
  { message: /Attribute “marker” not allowed on element “(ul|ol)”/, reason: "Joy UI's List passes its marker prop on to the <ul> or <ol>." },
  { message: /Element “input” is missing required attribute “role”|Bad value “” for attribute “aria-valuenow” on element “input”/, extract: /aria-valuenow/, reason: "Base UI's Unstable_NumberInput sets aria-valuenow on its text input without a spinbutton role (empty while the value is empty)." },
  { message: /Attribute “readonly” is only allowed when the input type is/, extract: /role="switch"/, reason: "Base UI's Switch passes readOnly on to its checkbox input." },
  { message: /Every active “role=tab” element must have a corresponding “role=tabpanel” element/, extract: /role="tab" aria-selected="true" id=/, reason: 'Base UI and Joy UI give a tab its aria-controls (the link to its panel) only after hydration, so the server HTML has none.' },
  { message: /Every active “role=tab” element must have a corresponding “role=tabpanel” element/, extract: /role="tab" aria-selected="true">Billin/, reason: "Material UI Lab's TabContext makes the ids that link TabList's tabs to their TabPanels in an effect, so the server HTML of the Tabs page's lab demo (its Billing tab) links none; the demo cannot pass ids of its own, TabList overwrites them. The checker reports this once per page, at the last unlinked tab, so this allows that one demo only." },
  { message: /Attribute “color” not allowed on element “button”/, reason: "Material UI's StepButton passes color to its <button>." },
  { message: /Table columns in range .* established by element “td” have no cells/, reason: 'TablePagination defaults to colSpan="1000".' },
  { message: /Element “(div|p|style)” not allowed as child of element “span”/, reason: 'Badge, Divider with children, StepLabel, Joy UI decorators and Tooltip children render <span> wrappers around the block content they are documented to hold.' },
  { message: /Element “(div|h[1-6])” not allowed as child of element “button”/, reason: 'ButtonBase-based components (CardActionArea, IconButton, Joy UI AccordionSummary) render a <button> around the content they are documented to hold.' },
  { message: /Element “(div|hr)” not allowed as child of element “ul”/, reason: 'ListItemButton and Divider are documented direct children of List and Menu and render <div> and <hr>.' },
  { message: /Element “div” not allowed as child of element “label”/, reason: 'FormControlLabel and ListItemButton-as-label render ListItemIcon/ListItemText <div>s inside a <label>.' },
  { message: /The “aria-labelledby” attribute must not be specified on any “(span|div)” element unless/, extract: /MuiSlider-root|MuiModal-root/, reason: "Joy UI's Slider and Material UI's Modal copy aria-labelledby onto their root element." },
  { message: /The “aria-label” attribute must not be specified on any “span” element unless/, extract: /MuiCheckbox-root/, reason: "Joy UI's Checkbox copies aria-label onto its root <span>." },
];

/**
 * Pages whose demos still have checker errors of their own (such as Typography variants whose default
 * element is a heading that skips levels inside a page's outline), with how many. It is empty: every
 * finding was fixed in its demo, and the list must stay empty, so fix a new finding in the demo instead
 * of listing it. The test fails when a page has more findings than listed, and when it has fewer.
 */
export const KNOWN_DEMO_FINDINGS: Readonly<Record<string, number>> = {};
