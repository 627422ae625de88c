// A copy and the ref it was taken from, each changed afterwards: neither
// sees the other's change.

// snippet.hide
import StructRef

struct Person: Equatable {
  var name: String
}

// snippet.show
let people = Ref(initialValue: [
  Person(name: "Chris"), Person(name: "Florian"),
])

var copy = people.value               // a snapshot, as of any struct
copy[0].name = "Someone else"
print(people.value[0].name)
// Prints "Chris": the ref did not change

people[1].name.value = "Flo"
print(copy[1].name)
// Prints "Florian": the copy did not change either
