/** The model has no part a founder writes: any field is refused by the validation pipe, an empty body by the kind. */
export class NoPartEditDto {}
