// workerd's built-in cloudflare:email module, for the Worker's unit tests in
// Node: an EmailMessage is its envelope and its raw text.
export class EmailMessage {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly raw: string,
  ) {}
}
