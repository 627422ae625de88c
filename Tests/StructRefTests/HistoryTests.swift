import StructRef
import StructRefTesting
import Testing

/// Point 4: undo and redo done right.
@Suite struct HistoryTests {
  @Test func undoAndRedoWalkTheSteps() {
    var history = History(initialValue: 0)
    for n in 1...3 { history.value = n }
    let undid = [history.undo(), history.undo()]
    #expect(undid == [true, true])
    #expect(history.value == 1)
    let redid = history.redo()
    #expect(redid)
    #expect(history.value == 2)
    #expect(history.canUndo && history.canRedo)
  }

  @Test func aNewEditClearsRedo() {
    var history = History(initialValue: "a")
    history.value = "b"
    history.undo()
    #expect(history.canRedo)
    history.value = "c"
    #expect(!history.canRedo)
    let redid = history.redo()
    #expect(!redid)
    #expect(history.value == "c")
  }

  @Test func undoAtTheStartAndRedoAtTheEndDoNothing() {
    var history = History(initialValue: 1)
    let moved = [history.undo(), history.redo()]
    #expect(moved == [false, false])
    #expect(history.value == 1)
    #expect(!history.canUndo && !history.canRedo)
  }

  @Test func writingTheSameValueRecordsNothing() {
    var history = History(initialValue: 5)
    history.value = 5
    #expect(!history.canUndo)
  }

  @Test(arguments: [1, 2, 5])
  func theLimitForgetsTheOldestSteps(limit: Int) {
    var history = History(initialValue: 0, limit: limit)
    for n in 1...10 { history.value = n }
    var undone = 0
    while history.undo() { undone += 1 }
    #expect(undone == limit)
    #expect(history.value == 10 - limit)
  }

  @Test func descriptionsFollowTheSteps() {
    var history = History(initialValue: [String]())
    history.record(["Zoë"], description: "add Zoë")
    history.record(["Zoë", "王小明"], description: "add 王小明")
    #expect(history.undoDescription == "add 王小明")
    history.undo()
    #expect(history.undoDescription == "add Zoë")
    #expect(history.redoDescription == "add 王小明")
  }

  @Test func undoNotifiesObserversLikeAnyOtherChange() {
    let source = Ref(initialValue: History(initialValue: [chris, florian]))
    let firstNames = NotificationRecorder<String>()
    let secondNames = NotificationRecorder<String>()
    let t1 = source[\.value][0][\.name].addObserver { firstNames.record($0) }
    let t2 = source[\.value][1][\.name].addObserver { secondNames.record($0) }
    source[\.value][0][\.name].value = "X"
    source.value.undo()
    source.value.redo()
    #expect(firstNames.values == ["X", "Chris", "X"])
    #expect(secondNames.count == 0)
    _ = (t1, t2)
  }

  /// UI state (a selection) lives in its own root: undo does not touch it.
  @Test func stateOutsideTheHistoryIsNotUndone() {
    let source = Ref(initialValue: History(initialValue: [chris, florian]))
    let selection = Ref(initialValue: chris.id)
    source[\.value][0][\.name].value = "X"
    selection.value = florian.id
    source.value.undo()
    #expect(selection.value == florian.id)
  }
}
