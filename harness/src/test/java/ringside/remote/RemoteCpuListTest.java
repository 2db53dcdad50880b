package ringside.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import ringside.parameters.ParameterException;

class RemoteCpuListTest {

    @Test
    void defaultsToTheCpusTheClientDoesNotUse() {
        assertEquals("1", RemoteCpuList.resolve("", "0", "0-1").toString());
        assertEquals("4-7", RemoteCpuList.resolve(null, "0-3", "0-7").toString());
        assertEquals("2-3", RemoteCpuList.resolve(" 3,2 ", "0", "0-7").toString());
    }

    @Test
    void refusesOverlapNoneLeftAndCpusThatDoNotExistNamingTheParameter() {
        String none = assertThrows(ParameterException.class, () -> RemoteCpuList.resolve("", "0-1", "0-1"))
                .getMessage();
        assertTrue(none.startsWith("remoteCpuList: no CPU is left for the server JVM"), none);
        String overlap = assertThrows(ParameterException.class, () -> RemoteCpuList.resolve("0-1", "1", "0-3"))
                .getMessage();
        assertTrue(overlap.startsWith("remoteCpuList: 0-1 shares CPU 1 with the client's CPUs 1"), overlap);
        String absent = assertThrows(ParameterException.class, () -> RemoteCpuList.resolve("9", "0", "0-1"))
                .getMessage();
        assertTrue(absent.startsWith("remoteCpuList: CPU 9 does not exist"), absent);
        String syntax = assertThrows(ParameterException.class, () -> RemoteCpuList.resolve("one", "0", "0-1"))
                .getMessage();
        assertTrue(syntax.startsWith("remoteCpuList: 'one' is not accepted"), syntax);
    }
}
