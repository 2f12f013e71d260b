import type { MappableColumn } from "../../../contract/data-transfer";

/**
 * Header words that obviously mean a Homebox column, in English, German and French (lower case, without
 * spaces, dots, dashes or underscores): a sheet in any of the three is matched whatever the page's language.
 */
const SYNONYMS: Partial<Record<MappableColumn, string[]>> = {
  "HB.name": [
    "name",
    "item",
    "itemname",
    "title",
    "bezeichnung",
    "artikel",
    "gegenstand",
    "nom",
    "article",
    "objet",
    "désignation",
    "designation",
    "intitulé",
  ],
  "HB.location": [
    "location",
    "place",
    "room",
    "ort",
    "standort",
    "lagerort",
    "raum",
    "emplacement",
    "lieu",
    "pièce",
    "piece",
  ],
  "HB.quantity": [
    "quantity",
    "qty",
    "count",
    "amount",
    "menge",
    "anzahl",
    "stückzahl",
    "stück",
    "quantité",
    "quantite",
    "nombre",
    "qté",
  ],
  "HB.description": ["description", "beschreibung", "descriptif"],
  "HB.notes": [
    "notes",
    "note",
    "comment",
    "comments",
    "notizen",
    "notiz",
    "bemerkung",
    "bemerkungen",
    "kommentar",
    "remarque",
    "remarques",
    "commentaire",
  ],
  "HB.tags": [
    "tags",
    "tag",
    "labels",
    "category",
    "categories",
    "schlagworte",
    "kategorie",
    "kategorien",
    "étiquettes",
    "etiquettes",
    "catégorie",
    "categorie",
  ],
  "HB.manufacturer": ["manufacturer", "brand", "make", "hersteller", "marke", "fabricant", "marque"],
  "HB.model_number": ["model", "modelnumber", "modell", "modellnummer", "modèle", "modele", "référence", "reference"],
  "HB.serial_number": ["serial", "serialnumber", "serialno", "seriennummer", "numérodesérie", "numerodeserie"],
  "HB.asset_id": ["assetid", "asset", "inventarnummer", "inventarnr", "numérodinventaire", "numerodinventaire"],
  "HB.purchase_price": [
    "price",
    "purchaseprice",
    "cost",
    "value",
    "preis",
    "kaufpreis",
    "wert",
    "prix",
    "prixdachat",
    "coût",
    "cout",
    "valeur",
  ],
  "HB.purchase_date": ["purchasedate", "purchased", "boughton", "kaufdatum", "gekauftam", "datedachat"],
  "HB.purchase_from": [
    "purchasefrom",
    "purchasedfrom",
    "vendor",
    "seller",
    "shop",
    "store",
    "händler",
    "haendler",
    "gekauftbei",
    "verkäufer",
    "fournisseur",
    "vendeur",
    "magasin",
    "boutique",
  ],
  "HB.warranty_expires": [
    "warranty",
    "warrantyexpires",
    "warrantyuntil",
    "garantie",
    "garantiebis",
    "garantiejusquau",
    "findegarantie",
  ],
  "HB.insured": ["insured", "versichert", "assuré", "assure"],
  "HB.archived": ["archived", "archiviert", "archivé", "archive"],
};

const key = (header: string) => header.toLowerCase().replace(/[\s._\-/()]+/g, "");

/** The Homebox column a header obviously means, if any. */
export function guessColumn(header: string): MappableColumn | undefined {
  const k = key(header);
  for (const [column, words] of Object.entries(SYNONYMS) as Array<[MappableColumn, string[]]>) {
    if (words.includes(k)) return column;
  }
  return undefined;
}
