import Testing

@testable import Catalog
@testable import Importer

@Suite struct TrackIDSetTests {
  @Test func agreesWithASetOfIntegers() {
    var random = SystemRandomNumberGenerator()
    var bits = TrackIDSet()
    var reference = Set<Int64>()
    for _ in 0..<2_000 {
      let id = Int64.random(in: 0...5_000, using: &random)
      bits.insert(id)
      reference.insert(id)
    }
    #expect(bits.count == reference.count)
    for id in Int64(-3)...5_100 { #expect(bits.contains(id) == reference.contains(id)) }
  }
}
