import { CheckboxField, DateField, NumberField, TextField } from "./fields";
import styles from "./form.module.css";

/** The plain groups of the form: each a handful of fields under the contract's own names. */

export function IdentificationFields() {
  return (
    <div className={styles.grid}>
      <TextField name="manufacturer" />
      <TextField name="modelNumber" />
      <TextField name="serialNumber" />
    </div>
  );
}

export function PurchaseFields() {
  return (
    <div className={styles.grid}>
      <DateField name="purchaseDate" />
      <TextField name="purchaseFrom" />
      <NumberField name="purchasePrice" emptyAs={null} />
    </div>
  );
}

export function WarrantyFields() {
  return (
    <>
      <CheckboxField name="insured" />
      <CheckboxField name="lifetimeWarranty" />
      <DateField name="warrantyExpires" />
      <TextField name="warrantyDetails" multiline />
    </>
  );
}

export function SoldFields() {
  return (
    <>
      <div className={styles.grid}>
        <DateField name="soldDate" />
        <TextField name="soldTo" />
        <NumberField name="soldPrice" emptyAs={null} />
      </div>
      <TextField name="soldNotes" multiline />
    </>
  );
}

export function ExtraFields() {
  return <TextField name="notes" multiline />;
}
