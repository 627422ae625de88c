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

/// What a journal of the history needs: telling moves apart, and starting
/// again from steps kept elsewhere.
@Suite struct HistoryRestartTests {
  @Test func aHistoryStartsAgainFromItsSteps() {
    var history = History(initialValue: 1, steps: [(2, "add one"), (4, "double")])
    #expect(history.value == 4)
    #expect(history.undoCount == 2 && history.redoCount == 0)
    #expect(history.undoDescription == "double")
    history.undo()
    #expect(history.value == 2)
    #expect(history.undoDescription == "add one")
    history.undo()
    #expect(history.value == 1)
    #expect(!history.canUndo)
    history.redo()
    #expect(history.value == 2)
  }

  @Test func aLimitKeepsTheLastSteps() {
    var history = History(initialValue: 0, steps: [(1, "a"), (2, "b"), (3, "c")], limit: 2)
    #expect(history.value == 3)
    while history.undo() {}
    #expect(history.value == 1)
  }

  @Test func noStepsIsTheInitialValue() {
    let history = History(initialValue: "a", steps: [])
    #expect(history.value == "a")
    #expect(!history.canUndo)
  }

  @Test func theLatestMoveTellsARedoFromAStepAfterAnUndo() {
    var history = History(initialValue: 0)
    #expect(history.latestMove == nil)
    history.value = 1
    #expect(history.latestMove == .record)
    history.undo()
    #expect(history.latestMove == .undo)
    #expect(history.undoCount == 0 && history.redoCount == 1)
    var redone = history
    redone.redo()
    var stepped = history
    stepped.value = 2
    #expect(redone.undoCount == stepped.undoCount && redone.redoCount == stepped.redoCount)
    #expect(redone.latestMove == .redo)
    #expect(stepped.latestMove == .record)
  }

  @Test func nothingToUndoIsNoMove() {
    var history = History(initialValue: 0)
    history.value = 1
    history.redo()
    #expect(history.latestMove == .record)
    history.value = 1
    #expect(history.latestMove == .record)
    #expect(history.undoCount == 1)
  }
}
