package ringside.parameters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ParameterTableTest {

    @Test
    void oneRowPerParameterWithItsDefaultQuickValueAndScope() {
        String table = ParameterTable.markdown();
        List<String> rows = table.lines().filter(l -> l.startsWith("| `")).toList();
        assertEquals(Parameter.values().length, rows.size(), table);
        for (Parameter p : Parameter.values()) {
            String row = rows.stream().filter(r -> r.startsWith("| `" + p.name() + "` |")).findFirst().orElseThrow();
            String[] cells = row.split(" \\| ");
            assertEquals(6, cells.length, row);
            if (!p.defaultValue(false).isEmpty()) {
                assertEquals("`" + p.defaultValue(false) + "`", cells[1], row);
            }
            assertEquals(p.quickChanges() ? "`" + p.defaultValue(true) + "`" : "same", cells[2], row);
            assertEquals(p.scope().publicName(), cells[3], row);
        }
        assertTrue(table.contains("results/&lt;yyyyMMdd-HHmmss&gt;"), "no raw angle brackets: " + table);
    }
}
