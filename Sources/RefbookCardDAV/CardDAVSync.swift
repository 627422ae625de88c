import RefbookModel
import RefbookStore

/// One sync of a CardDAV address book with its vdir, in deltas:
///
/// 1. What changed on the server: `sync-collection` since the stored token;
///    on a first sync, from the empty token with every card's data, in one
///    request; or, when the server refuses it, a full ETag listing compared
///    with the state (see ``RemoteAddressBook/changes(since:withCards:)``).
/// 2. What changed here: each file compared with the content of the last
///    sync (``SyncState``), unless found in the version that held it; a file
///    missing was deleted, a file unknown is new.
/// 3. The server's changes come in (`addressbook-multiget`, but those the
///    answer of step 1 held); ours go out
///    (`PUT` with `If-Match` or `If-None-Match: *`, `DELETE` with `If-Match`).
///
/// Both sides having changed a card (seen in step 1, or as a `412` in step
/// 3) is merged property by property (``Person/merged(base:ours:theirs:)``);
/// when the changes overlap, the server's version goes into the vdir and
/// ours into a conflict copy beside it. So is a card the app or another
/// program saves in the vdir while the sync runs: files are replaced by
/// compare-and-swap against the version read (see ``LocalCopy``), and a
/// version found written since is reconciled with the server's. A card
/// deleted on one side and changed on the other is kept, changed. Nothing
/// is deleted here but what the server reported deleted and was unchanged
/// here.
///
/// An interrupted sync loses nothing and doubles nothing: the state is
/// saved at the end, after the vdir's folder is flushed (one `fsync` for
/// every card written, each written whole before it takes its name), a card found changed on both sides alike merges to
/// itself, and a card new on the server at the path a file here not yet
/// sent would go to (sent by a sync that never heard the answer) is taken
/// as that file's. The new token is kept only when every change from the
/// server came in.
public struct CardDAVSync {
  public let remote: RemoteAddressBook
  /// The vdir.
  public let folder: String
  /// The sync state's file.
  public let statePath: String

  public init(remote: RemoteAddressBook, folder: String, statePath: String) {
    self.remote = remote
    self.folder = folder
    self.statePath = statePath
  }

  /// How far a ``run(progress:)`` has come: `done` of `total` cards
  /// fetched from the server, or sent to it (written or deleted).
  public struct Progress: Equatable, Sendable {
    public var sending: Bool
    public var done: Int
    public var total: Int
  }

  /// Syncs once, telling `progress` how far it has come: before the first
  /// batch of cards fetched and after each, then before the first card
  /// sent and after each (nothing for a step with nothing to do). The
  /// state file is written only when the state changed.
  ///
  /// - Throws: ``CardDAVError`` when the sync could not run (the server
  ///   unreachable or refusing the credentials, the vdir unwritable); what
  ///   was done until then is kept, and the next sync finishes it.
  /// - Complexity: O(*n*) in the size of the book for the comparison, plus a
  ///   request per card pushed and per 100 cards fetched.
  public func run(progress: @escaping (Progress) -> Void = { _ in }) throws(CardDAVError) -> SyncSummary {
    // Taken before any file of the vdir is read (see LocalCopy.settledVersion).
    let moment = try? VersionedFile.version(of: statePath)
    let loaded = try SyncState.load(from: statePath)
    var pass = Pass(remote: remote, local: LocalCopy(folder: folder), state: loaded, moment: moment, progress: progress)
    do { try pass.run() } catch {
      try? pass.finish(saving: loaded, to: statePath)
      throw error
    }
    try pass.finish(saving: loaded, to: statePath)
    return pass.summary
  }
}

/// The work of one ``CardDAVSync/run()``.
private struct Pass {
  let remote: RemoteAddressBook
  var local: LocalCopy
  var state: SyncState
  var summary = SyncSummary()
  /// The vdir's files as found at the start.
  var files: [String: [UInt8]] = [:]
  /// The files the server's changes touched (not pushed again this time).
  var pulled: Set<String> = []
  /// The file of each card of the state, by its path on the server.
  var names: [String: String]
  /// The version of the state file when this sync began, if any.
  let moment: FileFingerprint?
  let progress: (CardDAVSync.Progress) -> Void

  init(
    remote: RemoteAddressBook, local: LocalCopy, state: SyncState, moment: FileFingerprint?,
    progress: @escaping (CardDAVSync.Progress) -> Void
  ) {
    self.remote = remote
    self.local = local
    self.state = state
    self.moment = moment
    self.progress = progress
    names = Dictionary(state.cards.map { ($0.value.href, $0.key) }, uniquingKeysWith: { first, _ in first })
  }

  mutating func run() throws(CardDAVError) {
    let (changed, deleted, token, received) = try serverChanges()
    files = try local.cards(known: state.cards.compactMapValues { card in card.file.map { ($0, card.content) } })
    var fetched = received
    let more = try remote.cards(changed.keys.filter { received[$0] == nil }.sorted()) { [progress] done in
      if !changed.isEmpty { progress(CardDAVSync.Progress(sending: false, done: received.count + done, total: changed.count)) }
    }
    fetched.merge(more) { _, later in later }
    let missing = changed.keys.filter { fetched[$0] == nil }
    summary.failures += missing.map { "the server did not send \($0)" }
    for (href, theirs) in fetched.sorted(by: { $0.key < $1.key }) { try pull(href, theirs) }
    for href in deleted { try pullDeletion(href) }
    try push()
    if missing.isEmpty { state.token = token }
  }

  /// Makes the vdir's changes durable, then saves the state to `path`
  /// when it is not `loaded` any more. Keeps in the state, for each card,
  /// the version of its file holding the content agreed on when a later
  /// change would show in it (see ``LocalCopy/settledVersion(of:before:)``);
  /// the next sync reads the others.
  mutating func finish(saving loaded: SyncState, to path: String) throws(CardDAVError) {
    try local.flush()
    for (name, card) in state.cards {
      let version = files[name] == card.content ? local.settledVersion(of: name, before: moment) : nil
      if card.file != version { state.cards[name]?.file = version }
    }
    if state != loaded { try state.save(to: path) }
  }

  /// The cards changed (with their ETags) and deleted on the server since
  /// the last sync, the token that will say so next time, and the changed
  /// cards the server sent with that answer: a first sync asks for every
  /// card at once (`sync-collection` from the empty token, with the cards'
  /// data), falling back to listing them where the server refuses.
  private func serverChanges() throws(CardDAVError) -> (
    changed: [String: String], deleted: [String], token: String?, cards: [String: (etag: String, card: [UInt8])]
  ) {
    let known = Dictionary(state.cards.values.map { ($0.href, $0.etag) }, uniquingKeysWith: { first, _ in first })
    if let token = state.token, let changes = try remote.changes(since: token) {
      return (
        changes.changed.filter { known[$0.key] != .some($0.value) },
        changes.deleted.filter { known[$0] != nil }, changes.token, [:]
      )
    }
    if state.token == nil, state.cards.isEmpty, let initial = try remote.changes(since: "", withCards: true) {
      return (initial.changed, [], initial.token, initial.cards)
    }
    let listing = try remote.list()
    return (
      listing.etags.filter { known[$0.key] != .some($0.value) },
      known.keys.filter { listing.etags[$0] == nil && known[$0] != .some(nil) }, listing.token, [:]
    )
  }

  /// Keeps `card` as what both sides agree on for the file `name`.
  private mutating func record(_ name: String, _ card: SyncState.Card) {
    state.cards[name] = card
    names[card.href] = name
  }

  /// A card changed or added on the server comes in.
  private mutating func pull(_ href: String, _ theirs: (etag: String, card: [UInt8])) throws(CardDAVError) {
    guard let name = names[href], let base = state.cards[name] else {
      if let name = unsentFile(at: href), let ours = files[name] {
        pulled.insert(name)
        if Person.persons(fromVCard: ours).persons == Person.persons(fromVCard: theirs.card).persons {
          try take(theirs, at: href, into: name)
        } else {
          try reconcile(name, href: href, base: nil, ours: ours, theirs: theirs)
        }
        return
      }
      let name = LocalCopy.name(for: href) { files[$0] != nil || state.cards[$0] != nil }
      try take(theirs, at: href, into: name)
      summary.newDown += 1
      return
    }
    pulled.insert(name)
    if let ours = files[name], ours != base.content, ours != theirs.card {
      try reconcile(name, href: href, base: base.content, ours: ours, theirs: theirs)
    } else {
      try take(theirs, at: href, into: name)
      summary.changedDown += 1
    }
  }

  /// The file here that no sync has sent yet, whose card would go to
  /// `href`: the card there is that one, sent by a sync that never heard
  /// the answer (the server or the network gone meanwhile), or made on
  /// both sides at once. `nil` when there is none.
  private func unsentFile(at href: String) -> String? {
    guard let name = href.split(separator: "/").last.map(String.init), files[name] != nil, state.cards[name] == nil,
      remote.memberHref(name) == href
    else { return nil }
    return name
  }

  /// A card deleted on the server goes here too, unless it changed here:
  /// then it is kept, to be made on the server again.
  private mutating func pullDeletion(_ href: String) throws(CardDAVError) {
    guard let name = names[href], let base = state.cards[name] else { return }
    pulled.insert(name)
    switch files[name] {
    case nil: state.cards[name] = nil
    case base.content:
      try local.remove(name)
      state.cards[name] = nil
      summary.changedDown += 1
    default:
      state.cards[name]?.etag = nil
      pulled.remove(name)
    }
  }

  /// Our changes go out: files changed, new, and deleted since the last sync.
  private mutating func push() throws(CardDAVError) {
    let written = files.sorted(by: { $0.key < $1.key }).filter { name, ours in
      !pulled.contains(name) && (state.cards[name]?.content != ours || state.cards[name]?.etag == nil)
    }
    let deleted = state.cards.sorted(by: { $0.key < $1.key }).compactMap { name, known in
      files[name] == nil && !pulled.contains(name) ? known.etag.map { (name: name, href: known.href, etag: $0) } : nil
    }
    let total = written.count + deleted.count
    var done = 0
    let progress = progress
    func tell() { if total > 0 { progress(CardDAVSync.Progress(sending: true, done: done, total: total)) } }
    tell()
    for (name, ours) in written {
      defer {
        done += 1
        tell()
      }
      let known = state.cards[name]
      let href = known?.href ?? remote.memberHref(name)
      switch try remote.put(ours, at: href, replacing: known?.etag) {
      case .stored(let stored, let etag):
        record(name, SyncState.Card(href: stored, etag: etag, content: ours))
        summary.up += 1
      case .changedOnServer:
        guard let known, let theirs = try remote.cards([href])[href] else {
          summary.failures.append("\(href) exists on the server; \(name) was not sent")
          continue
        }
        try reconcile(name, href: href, base: known.content, ours: ours, theirs: theirs)
      }
    }
    for (name, href, etag) in deleted {
      defer {
        done += 1
        tell()
      }
      if try remote.delete(href, etag: etag) {
        state.cards[name] = nil
        summary.up += 1
      } else if let theirs = try remote.cards([href])[href] {
        // Changed on the server, deleted here: kept, changed.
        try take(theirs, at: href, into: name)
        summary.changedDown += 1
      }
    }
  }

  /// Both sides changed the card in `name`: merged and sent when the changes
  /// do not overlap, else the server's version here and ours in a conflict
  /// copy. `aside`: ours is another program's version, which writing
  /// theirs into `name` already moved to a conflict copy (see ``take(_:at:into:)``).
  /// A version written into `name` by another program while the merge is
  /// written there stays in a conflict copy, counted as a conflict.
  private mutating func reconcile(
    _ name: String, href: String, base: [UInt8]?, ours: [UInt8], theirs: (etag: String, card: [UInt8]),
    aside: LocalCopy.Unexpected? = nil
  ) throws(CardDAVError) {
    let persons = [base ?? [], ours, theirs.card].map { Person.persons(fromVCard: $0).persons }
    if persons.allSatisfy({ $0.count == 1 }),
      let merged = Person.merged(base: persons[0][0], ours: persons[1][0], theirs: persons[2][0])
    {
      let bytes = Person.vCardBytes(for: [merged])
      if try local.write(bytes, to: name) != nil { summary.conflicts += 1 }
      aside.map(local.discard)
      record(name, SyncState.Card(href: href, etag: theirs.etag, content: theirs.card))
      if case .stored(let stored, let etag) = try remote.put(bytes, at: href, replacing: theirs.etag) {
        record(name, SyncState.Card(href: stored, etag: etag, content: bytes))
        summary.up += 1
      } else {
        summary.failures.append("\(href) changed again on the server during the sync")
      }
      if aside == nil { summary.changedDown += 1 }  // else counted by take's caller
    } else {
      if aside == nil {
        try local.keepConflictCopy(ours, of: name)
        try take(theirs, at: href, into: name)
      }
      summary.conflicts += 1
    }
  }

  /// The server's version of the card at `href` goes into `name`, and is
  /// what both sides agree on. A version another program wrote into `name`
  /// since this sync read it is reconciled with it, as changed on both sides.
  private mutating func take(_ theirs: (etag: String, card: [UInt8]), at href: String, into name: String) throws(CardDAVError) {
    let read = files[name]
    let other = try local.write(theirs.card, to: name)
    record(name, SyncState.Card(href: href, etag: theirs.etag, content: theirs.card))
    files[name] = theirs.card
    if let other { try reconcile(name, href: href, base: read, ours: other.bytes, theirs: theirs, aside: other) }
  }
}
