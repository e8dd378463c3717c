/** A provider call failed (network, 5xx, refused request): the API answers `provider_failed` (502). */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(message);
  }
}
