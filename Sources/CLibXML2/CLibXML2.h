// libxml2 (Debian's libxml2-dev): reading WebDAV multistatus responses.
#ifndef REFBOOK_CLIBXML2_H
#define REFBOOK_CLIBXML2_H

// Debian builds libxml2 with ICU, and its encoding header then includes
// ICU's, which clash with the copy of ICU Foundation carries in any module
// that imports both. refbook never touches an encoding handler (the only
// structure whose layout this changes), so ICU is left out here.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>

#endif
