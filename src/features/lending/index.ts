export { lentWords, isOverdue } from "./lent-words";
