package co.paralleluniverse.concurrent.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.net.URL;
import java.net.URLClassLoader;
import org.junit.jupiter.api.Test;

/** The replacement's methods that the fiber workloads do not all reach: what Quasar relies on them to do. */
class ThreadAccessTest {

    @Test
    void keepsATargetPerThreadAndForgetsItOnNull() {
        Thread t = new Thread(() -> { });
        Runnable target = () -> { };
        ThreadAccess.setTarget(t, target);
        assertSame(target, ThreadAccess.getTarget(t));
        ThreadAccess.setTarget(t, null);
        assertNull(ThreadAccess.getTarget(t));
    }

    @Test
    void clonesThreadLocalsIntoAnIndependentMap() {
        ThreadLocal<String> local = new ThreadLocal<>();
        local.set("before");
        Thread me = Thread.currentThread();
        Object clone = ThreadAccess.cloneThreadLocalMap(ThreadAccess.getThreadLocals(me));
        local.set("after");
        assertEquals("before", ThreadAccess.toMap(clone).get(local));
        assertEquals("after", ThreadAccess.toMap(ThreadAccess.getThreadLocals(me)).get(local));

        Object mine = ThreadAccess.getThreadLocals(me);
        ThreadAccess.setThreadLocals(me, clone); // what a fiber does when it mounts its own thread-locals
        try {
            assertEquals("before", local.get());
        } finally {
            ThreadAccess.setThreadLocals(me, mine);
        }
        assertEquals("after", local.get());
        local.remove();
    }

    @Test
    void inheritsInheritableThreadLocals() {
        InheritableThreadLocal<String> local = new InheritableThreadLocal<>();
        local.set("parent");
        Thread me = Thread.currentThread();
        Object inherited = ThreadAccess.createInheritedMap(ThreadAccess.getInheritableThreadLocals(me));
        assertNotSame(ThreadAccess.getInheritableThreadLocals(me), inherited);
        assertEquals("parent", ThreadAccess.toMap(inherited).get(local));
        local.remove();
    }

    @Test
    void swapsTheContextClassLoader() throws Exception {
        Thread me = Thread.currentThread();
        ClassLoader original = ThreadAccess.getContextClassLoader(me);
        try (URLClassLoader other = new URLClassLoader(new URL[0])) {
            ThreadAccess.setContextClassLoader(me, other);
            assertSame(other, me.getContextClassLoader());
        } finally {
            ThreadAccess.setContextClassLoader(me, original);
        }
        assertSame(original, me.getContextClassLoader());
    }

    @Test
    void accessControlContextIsNullWhereTheJdkHasNone() {
        if (Runtime.version().feature() >= 24) {
            ThreadAccess.setInheritedAccessControlContext(Thread.currentThread(), null);
            assertNull(ThreadAccess.getInheritedAccessControlContext(Thread.currentThread()));
        }
    }
}
