extension UnsafeMutablePointer<UInt8> {
  /// Copies `bytes` to `offset` bytes past this pointer and moves `offset` past them: how the
  /// writers of escaped text copy a run that needs no escape. (Public so that other modules
  /// inline it; see ``ByteWord``.)
  @inlinable
  public func write(_ bytes: UnsafeBufferPointer<UInt8>, at offset: inout Int) {
    guard let source = bytes.baseAddress else { return }
    (self + offset).update(from: source, count: bytes.count)
    offset += bytes.count
  }
}
