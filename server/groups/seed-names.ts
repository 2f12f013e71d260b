/**
 * What Homebox seeds a self-registered user's new group with (homebox-features.md §1.6), in the languages
 * the SPA speaks; English is Homebox's own list. Index i names the same room or tag in every language.
 */
const SEED_NAMES = {
  en: {
    tags: ["Appliances", "IOT", "Electronics", "Servers", "General", "Important"],
    rooms: ["Living Room", "Garage", "Kitchen", "Bedroom", "Bathroom", "Office", "Attic", "Basement"],
  },
  de: {
    tags: ["Haushaltsgeräte", "IoT", "Elektronik", "Server", "Allgemein", "Wichtig"],
    rooms: ["Wohnzimmer", "Garage", "Küche", "Schlafzimmer", "Badezimmer", "Büro", "Dachboden", "Keller"],
  },
  fr: {
    tags: ["Électroménager", "IoT", "Électronique", "Serveurs", "Général", "Important"],
    rooms: ["Salon", "Garage", "Cuisine", "Chambre", "Salle de bain", "Bureau", "Grenier", "Sous-sol"],
  },
} as const;

export type SeedLanguage = keyof typeof SEED_NAMES;

/**
 * The first language of an Accept-Language header that we seed in (`fr-CH;q=0.9` counts as `fr`), in the
 * order of its q-values; English otherwise, as Homebox.
 */
export function seedLanguage(acceptLanguage: string | undefined): SeedLanguage {
  const ranges = (acceptLanguage ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: (tag.split("-")[0] ?? "").toLowerCase(), q: Number.isNaN(q) ? 0 : q };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranges.find((range) => range.base in SEED_NAMES)?.base as SeedLanguage | undefined) ?? "en";
}

export function seedNames(language: SeedLanguage): { tags: readonly string[]; rooms: readonly string[] } {
  return SEED_NAMES[language];
}
