// heic-decode 2.1 ships no types: what core uses of it.
declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 8 bits a channel, row by row. */
    data: Uint8ClampedArray;
  }
  /** Decodes the first image of a HEIC (libheif in WebAssembly), its rotation and mirroring applied. */
  function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedHeic>;
  export default decode;
}
