package co.paralleluniverse.concurrent.util;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.lang.ref.Reference;
import java.lang.reflect.Array;
import java.security.AccessControlContext;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * Ringside's replacement for Quasar 0.8.0's class of this name, which fails on JDK 21+ because it looks up
 * the field {@code Thread.target} (now inside a private holder). Quasar calls exactly these 13 static methods.
 * The thread-local and class-loader fields still exist and are reached as before, which needs
 * {@code --add-opens java.base/java.lang=ALL-UNNAMED}. The "target" Quasar stores on a plain thread (its
 * current fork-join task) is kept in a weak side table instead; Quasar's own worker threads never use it.
 */
@SuppressWarnings("removal") // AccessControlContext: Quasar's API names it; the field is gone from JDK 24 on
public final class ThreadAccess {
    private static final Map<Thread, Runnable> TARGETS = Collections.synchronizedMap(new WeakHashMap<>());

    private static final VarHandle THREAD_LOCALS;
    private static final VarHandle INHERITABLE_THREAD_LOCALS;
    private static final VarHandle CONTEXT_CLASS_LOADER;
    /** Null from JDK 24 on (the security manager is gone): then there is no context to carry over. */
    private static final VarHandle INHERITED_ACCESS_CONTROL_CONTEXT;

    private static final Class<?> MAP;
    private static final VarHandle MAP_TABLE;
    private static final VarHandle MAP_SIZE;
    private static final VarHandle MAP_THRESHOLD;
    private static final MethodHandle NEW_MAP;
    private static final MethodHandle CREATE_INHERITED_MAP;
    private static final Class<?> ENTRY;
    private static final VarHandle ENTRY_VALUE;
    private static final MethodHandle NEW_ENTRY;

    static {
        try {
            MethodHandles.Lookup thread = MethodHandles.privateLookupIn(Thread.class, MethodHandles.lookup());
            MAP = Class.forName("java.lang.ThreadLocal$ThreadLocalMap");
            ENTRY = Class.forName("java.lang.ThreadLocal$ThreadLocalMap$Entry");
            THREAD_LOCALS = thread.findVarHandle(Thread.class, "threadLocals", MAP);
            INHERITABLE_THREAD_LOCALS = thread.findVarHandle(Thread.class, "inheritableThreadLocals", MAP);
            CONTEXT_CLASS_LOADER = thread.findVarHandle(Thread.class, "contextClassLoader", ClassLoader.class);
            INHERITED_ACCESS_CONTROL_CONTEXT = optionalField(thread, "inheritedAccessControlContext",
                    AccessControlContext.class);

            MethodHandles.Lookup map = MethodHandles.privateLookupIn(MAP, MethodHandles.lookup());
            MAP_TABLE = map.findVarHandle(MAP, "table", ENTRY.arrayType());
            MAP_SIZE = map.findVarHandle(MAP, "size", int.class);
            MAP_THRESHOLD = map.findVarHandle(MAP, "threshold", int.class);
            NEW_MAP = map.findConstructor(MAP, MethodType.methodType(void.class));
            CREATE_INHERITED_MAP = MethodHandles.privateLookupIn(ThreadLocal.class, MethodHandles.lookup())
                    .findStatic(ThreadLocal.class, "createInheritedMap", MethodType.methodType(MAP, MAP));

            MethodHandles.Lookup entry = MethodHandles.privateLookupIn(ENTRY, MethodHandles.lookup());
            ENTRY_VALUE = entry.findVarHandle(ENTRY, "value", Object.class);
            NEW_ENTRY = entry.findConstructor(ENTRY, MethodType.methodType(void.class, ThreadLocal.class, Object.class));
        } catch (ReflectiveOperationException | IllegalAccessError e) {
            throw new ExceptionInInitializerError(new IllegalStateException(
                    "Quasar needs --add-opens java.base/java.lang=ALL-UNNAMED on this JDK", e));
        }
    }

    private ThreadAccess() {
    }

    private static VarHandle optionalField(MethodHandles.Lookup lookup, String name, Class<?> type)
            throws IllegalAccessException {
        try {
            return lookup.findVarHandle(Thread.class, name, type);
        } catch (NoSuchFieldException absent) {
            return null;
        }
    }

    public static Runnable getTarget(Thread thread) {
        return TARGETS.get(thread);
    }

    public static void setTarget(Thread thread, Runnable target) {
        if (target == null) {
            TARGETS.remove(thread);
        } else {
            TARGETS.put(thread, target);
        }
    }

    public static Object getThreadLocals(Thread thread) {
        return THREAD_LOCALS.get(thread);
    }

    public static void setThreadLocals(Thread thread, Object threadLocals) {
        THREAD_LOCALS.set(thread, threadLocals);
    }

    public static Object getInheritableThreadLocals(Thread thread) {
        return INHERITABLE_THREAD_LOCALS.get(thread);
    }

    public static void setInheritableThreadLocals(Thread thread, Object inheritableThreadLocals) {
        INHERITABLE_THREAD_LOCALS.set(thread, inheritableThreadLocals);
    }

    /** What a new thread gets from its parent's inheritable thread-locals (ThreadLocal.childValue applied). */
    public static Object createInheritedMap(Object parentMap) {
        try {
            return CREATE_INHERITED_MAP.invoke(parentMap);
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** A copy with the same keys and values in the same slots (no childValue: these are plain thread-locals). */
    public static Object cloneThreadLocalMap(Object original) {
        if (original == null) {
            return null;
        }
        try {
            Object[] table = (Object[]) MAP_TABLE.get(original);
            Object[] copy = (Object[]) Array.newInstance(ENTRY, table.length);
            for (int i = 0; i < table.length; i++) {
                if (table[i] != null) {
                    Slot entry = new Slot(table[i]);
                    copy[i] = NEW_ENTRY.invoke(entry.key(), entry.value());
                }
            }
            Object clone = NEW_MAP.invoke();
            MAP_TABLE.set(clone, copy);
            MAP_SIZE.set(clone, (int) MAP_SIZE.get(original));
            MAP_THRESHOLD.set(clone, (int) MAP_THRESHOLD.get(original));
            return clone;
        } catch (Throwable t) {
            throw rethrow(t);
        }
    }

    /** The live entries of a thread-local map, for Quasar's fiber serializer. */
    public static Map<ThreadLocal<?>, Object> toMap(Object threadLocalMap) {
        Map<ThreadLocal<?>, Object> entries = new HashMap<>();
        if (threadLocalMap != null) {
            for (Object e : (Object[]) MAP_TABLE.get(threadLocalMap)) {
                if (e != null) {
                    Slot entry = new Slot(e);
                    if (entry.key() != null) {
                        entries.put(entry.key(), entry.value());
                    }
                }
            }
        }
        return entries;
    }

    public static ClassLoader getContextClassLoader(Thread thread) {
        return (ClassLoader) CONTEXT_CLASS_LOADER.get(thread);
    }

    public static void setContextClassLoader(Thread thread, ClassLoader classLoader) {
        CONTEXT_CLASS_LOADER.set(thread, classLoader);
    }

    public static AccessControlContext getInheritedAccessControlContext(Thread thread) {
        return INHERITED_ACCESS_CONTROL_CONTEXT == null ? null
                : (AccessControlContext) INHERITED_ACCESS_CONTROL_CONTEXT.get(thread);
    }

    public static void setInheritedAccessControlContext(Thread thread, AccessControlContext context) {
        if (INHERITED_ACCESS_CONTROL_CONTEXT != null) {
            INHERITED_ACCESS_CONTROL_CONTEXT.set(thread, context);
        }
    }

    /** A map entry: a weak reference to its ThreadLocal plus the value. */
    private record Slot(ThreadLocal<?> key, Object value) {
        Slot(Object entry) {
            this((ThreadLocal<?>) ((Reference<?>) entry).get(), ENTRY_VALUE.get(entry));
        }
    }

    private static RuntimeException rethrow(Throwable t) {
        if (t instanceof RuntimeException r) {
            throw r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        throw new IllegalStateException(t);
    }
}
