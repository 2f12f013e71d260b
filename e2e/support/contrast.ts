import type { Locator } from "@playwright/test";

/**
 * Each button inside `container` whose text does not stand out from what is behind it: its name and the
 * contrast ratio (WCAG's formula) of its computed text colour against its computed background, the first
 * opaque one among the button and its ancestors, with see-through layers blended in.
 */
export function lowContrastButtons(container: Locator, minimum = 3): Promise<string[]> {
  return container.evaluate((root, minimum) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, a];
    };
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [
      r * a + br * (1 - a),
      g * a + bg * (1 - a),
      b * a + bb * (1 - a),
      1,
    ];
    const luminance = (c: Rgba) => {
      const [r = 0, g = 0, b = 0] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const backgroundOf = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let e: Element | null = element; e; e = e.parentElement) {
        const layer = parse(getComputedStyle(e).backgroundColor);
        layers.push(layer);
        if (layer[3] === 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };

    return [...root.querySelectorAll("button")].flatMap((button) => {
      const background = backgroundOf(button);
      const text = over(parse(getComputedStyle(button).color), background);
      const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a) as [number, number];
      const ratio = (light + 0.05) / (dark + 0.05);
      const name = button.getAttribute("aria-label") ?? button.textContent?.trim();
      return ratio < minimum ? [`${name}: ${ratio.toFixed(2)}`] : [];
    });
  }, minimum);
}
