import Foundation
import TestSupport
import Testing

@testable import Service

/// Sealed passwords open with their key and user only; the key file is kept private.
@Suite struct PasswordVaultTests {
  @Test func aSealedPasswordOpensForItsUserOnly() throws {
    let folder = try TemporaryFolder()
    let vault = try PasswordVault(catalogPath: folder.path("c.db"), create: true)
    let sealed = try vault.seal("pässwörd 1 爱", for: "me")
    #expect(try vault.unseal(sealed, for: "me") == "pässwörd 1 爱")
    #expect(try vault.seal("pässwörd 1 爱", for: "me") != sealed, "the nonce is not random")
    #expect(throws: ServiceError.self) { try vault.unseal(sealed, for: "you") }
    for index in sealed.indices {
      var damaged = sealed
      damaged[index] ^= 0x01
      #expect(throws: ServiceError.self) { try vault.unseal(damaged, for: "me") }
    }
    #expect(throws: ServiceError.self) { try vault.unseal(Array(sealed.prefix(20)), for: "me") }
    let reopened = try PasswordVault(catalogPath: folder.path("c.db"), create: false)
    #expect(try reopened.unseal(sealed, for: "me") == "pässwörd 1 爱")
    let other = try PasswordVault(catalogPath: folder.path("other.db"), create: true)
    #expect(throws: ServiceError.self) { try other.unseal(sealed, for: "me") }
  }

  @Test func theKeyFileIsPrivateAndChecked() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("c.db")
    _ = try PasswordVault(catalogPath: path, create: true)
    let key = PasswordVault.keyPath(forCatalogAt: path)
    var status = stat()
    #expect(stat(key, &status) == 0 && status.st_mode & 0o777 == 0o600)
    chmod(key, 0o640)
    #expect(throws: ServiceError.self) { try PasswordVault(catalogPath: path, create: false) }
    chmod(key, 0o600)
    try Data("not hex at all".utf8).write(to: URL(fileURLWithPath: key))
    chmod(key, 0o600)
    #expect(throws: ServiceError.self) { try PasswordVault(catalogPath: path, create: false) }
    try FileManager.default.removeItem(atPath: key)
    symlink("/etc/hostname", key)
    #expect(throws: ServiceError.self) { try PasswordVault(catalogPath: path, create: true) }
    #expect(throws: ServiceError.self) {
      try PasswordVault(catalogPath: folder.path("absent.db"), create: false)
    }
  }

  @Test func digestsMatchKnownValues() {
    #expect(Digest.md5Hex(Array("".utf8)) == "d41d8cd98f00b204e9800998ecf8427e")
    #expect(Digest.md5Hex(Array("sesamec19b2d".utf8)) == "26719a1196d2a940705a59634eb18eab")
    #expect(
      Digest.sha256(Array("abc".utf8)).map(Digest.hex)
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(Digest.bytes(hex: "0aFf") == [0x0A, 0xFF])
    #expect(Digest.bytes(hex: "0g") == nil && Digest.bytes(hex: "abc") == nil)
    #expect(
      Digest.constantTimeEqual([1, 2], [1, 2]) && !Digest.constantTimeEqual([1, 2], [1, 3]))
    #expect(!Digest.constantTimeEqual([1], [1, 2]))
  }
}
