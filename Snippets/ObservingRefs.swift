// Observers are called after each write that changed what they observe,
// for as long as the token `addObserver` returns is kept.

// snippet.hide
import StructRef

// snippet.show
// snippet.PARTS
struct Person: Equatable {
  var name: String
  var city: String
}

let people = Ref(initialValue: [
  Person(name: "Chris", city: "Berlin"),
  Person(name: "Florian", city: "Berlin"),
])

var list: Disposable? = people.addObserver { people in
  print("list:  ", people.map(\.name))
}
let detail = people[1].city.addObserver { city in
  print("detail:", city)
}

people[0].name.value = "Chris Eidhof"
// Prints "list:   ["Chris Eidhof", "Florian"]", and no detail
people[1].city.value = "Copenhagen"
// Prints "list:   ["Chris Eidhof", "Florian"]"
// and "detail: Copenhagen"
people[1].city.value = "Copenhagen"
// Prints nothing: the value did not change

// snippet.TOKENS
list = nil            // releasing the token ends the observation
people[0].name.value = "Chris"
// Prints nothing: the list is no longer told,
// and the detail's part did not change
detail.dispose()      // and so does disposing of it

// snippet.OWNER
final class DetailScreen {
  var title = ""
}

var screen: DetailScreen? = DetailScreen()
people[0].name.addObserver(screen!) { screen, name in
  screen.title = name // no token to keep, no [weak self]
}
people[0].name.value = "Chris E."
print(screen!.title)
// Prints "Chris E."
screen = nil          // the observation ends with its owner

// snippet.READONLY
let count: ReadOnlyRef<Int> = people.readOnly[\.count]
let header = count.addObserver { print("\($0) people") }
people.value.append(Person(name: "Zoë", city: "Paris"))
// Prints "3 people"
// (`count.value = 4` would not compile: it cannot be written)
// snippet.hide
_ = header
