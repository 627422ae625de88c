import StructRef
import Testing

/// Point 6: no retain cycles between roots, derived refs and observers.
@Suite struct LifetimeTests {
  final class Owner {}

  @Test func aDroppedRootIsFreedWithItsObservers() {
    weak var weakRoot: Ref<Addressbook>?
    weak var weakChild: Ref<String>?
    weak var weakOwner: Owner?
    var token: Disposable?
    do {
      let root = Ref<Addressbook>(initialValue: [chris])
      let child = root[0][\.name]
      let owner = Owner()
      token = child.addObserver { _ in _ = child }
      child.addObserver(owner) { _, _ in }
      root.readOnly[\.count].addObserver(owner) { _, _ in }
      weakRoot = root
      weakChild = child
      weakOwner = owner
    }
    #expect(weakOwner == nil)
    #expect(weakRoot != nil, "the token's observer captures the child, which holds the root")
    token = nil
    #expect(weakRoot == nil)
    #expect(weakChild == nil)
    #expect(token == nil)
  }

  @Test func aRootWithoutTokensIsFreedAtOnce() {
    weak var weakRoot: Ref<Int>?
    do {
      let root = Ref(initialValue: 1)
      let owner = Owner()
      root.addObserver(owner) { _, _ in }
      weakRoot = root
      _ = owner
    }
    #expect(weakRoot == nil)
  }

  @Test func aTokenOutlivingItsRootDisposesHarmlessly() {
    var token: Disposable?
    do {
      let root = Ref(initialValue: 1)
      token = root.addObserver { _ in }
    }
    token?.dispose()
    token = nil
    #expect(token == nil)
  }
}
