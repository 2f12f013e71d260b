/**
 * The templates feature's public module: what other features use (the list query, the template choice
 * of create forms, "Save as template", create-from-template). Everything else is internal.
 */
export { templateQueries } from "./queries";
export { useCreateFromTemplate } from "./template-mutations";
export { TemplateChoice } from "./template-choice";
export { SaveAsTemplateButton } from "./save-as-template";
