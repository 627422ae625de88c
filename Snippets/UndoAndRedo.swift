// A write and a batch make two steps; undo and redo move between them,
// and the book's observer sees each value.

// snippet.hide
import StructRef

// snippet.show
struct Person: Equatable, Identifiable {
  let id: Int
  var name: String
  var city: String
}

let chris = Person(id: 1, name: "Chris", city: "Berlin")
let source = Ref(initialValue: History(initialValue: [chris]))
let book = source[\.value]            // what every screen uses

let token = book.addObserver { people in
  print(people.map { "\($0.name) in \($0.city)" })
}

book[id: 1].name.value = "Chris Eidhof"    // one step
// Prints "["Chris Eidhof in Berlin"]"
book.batch("move Chris to Hamburg") { // one step, one notification
  book[id: 1].city.value = "Hamburg"
  book.value.append(Person(id: 2, name: "Florian", city: "Hamburg"))
}
// Prints "["Chris Eidhof in Hamburg", "Florian in Hamburg"]"

let history = source.value
print(history.undoDescription ?? "-", history.undoCount)
// Prints "move Chris to Hamburg 2"
source.value.undo()
// Prints "["Chris Eidhof in Berlin"]"
source.value.undo()
// Prints "["Chris in Berlin"]"
source.value.redo()
// Prints "["Chris Eidhof in Berlin"]"
print(source.value.canRedo, source.value.redoDescription ?? "-")
// Prints "true move Chris to Hamburg"
// snippet.hide
_ = token
