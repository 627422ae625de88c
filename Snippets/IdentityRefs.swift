// A sort moves Chris: the index ref then reads Florian, the identity ref
// still Chris. Once Chris is deleted, the identity ref reads `nil`.

// snippet.hide
import StructRef

// snippet.show
struct Person: Equatable, Identifiable {
  let id: Int
  var name: String
}

let people = Ref(initialValue: [
  Person(id: 1, name: "Chris"), Person(id: 2, name: "Florian"),
])

let byIndex = people[0]               // Ref<Person>
let byIdentity = people[id: 1]        // Ref<Person?>
let name = people[id: 1].name         // Ref<String?>

let token = byIdentity.addObserver { person in
  print("Chris is now", person?.name ?? "gone")
}

people.value.sort { $0.name > $1.name }    // Florian first
print(byIndex.value.name, name.value ?? "nil")
// Prints "Florian Chris"

people.value.removeAll { $0.id == 1 }
// Prints "Chris is now gone", once
print(byIdentity.value == nil, name.value == nil)
// Prints "true true"
name.value = "Chris"                  // the element is gone: no change
print(people.value.map(\.name))
// Prints "["Florian"]"
// snippet.hide
_ = token
