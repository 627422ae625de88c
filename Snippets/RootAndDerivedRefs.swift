// The article's address book, and refs into it by index, by key path
// and by property name.

// snippet.hide
import StructRef

// snippet.show
struct Address: Equatable {
  var street: String
  var city: String
}

struct Person: Equatable {
  var name: String
  var addresses: [Address]
}

// snippet.ROOT
let berlin = Address(street: "Schönhauser Allee 1", city: "Berlin")
let addressBook = Ref(initialValue: [   // Ref<[Person]>: the root
  Person(name: "Chris", addresses: [berlin]),
  Person(name: "Florian", addresses: []),
])

let firstPerson = addressBook[0]             // Ref<Person>: by index
let nameOfFirstPerson = firstPerson[\.name]  // Ref<String>: by key path
let city = firstPerson.addresses[0].city     // by property names

nameOfFirstPerson.value = "Chris Eidhof"     // writes through the root
city.value = "Hamburg"
print(addressBook.value[0].name, addressBook.value[0].addresses[0].city)
// Prints "Chris Eidhof Hamburg"

// snippet.MODIFY
firstPerson.modify { person in          // one write, one notification
  person.name = "Chris"
  person.addresses.append(Address(street: "Rue 2", city: "Paris"))
}
print(addressBook.value[0].addresses.map(\.city))
// Prints "["Hamburg", "Paris"]"
